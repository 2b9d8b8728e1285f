// A public screen that a logged user also opens from inside the app (the certificates screen,
// from the profile menu): the staff layout with its top bar for them, the blank one otherwise.
import { useSession } from '../../session/sessionStore';
import { BlankLayout } from '../BlankLayout';
import { StaffLayout } from './StaffLayout';

export function StaffWhenLoggedLayout() {
  const loggedIn = useSession((state) => state.token !== null);
  return loggedIn ? <StaffLayout /> : <BlankLayout />;
}
