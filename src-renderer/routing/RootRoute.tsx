import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { toast } from '../app/toasts';
import { takeFlashMessage } from '../session/sessionController';
import { NavigationRecorder } from './navigationLog';

/** Above every route: records navigation for the 404 log and shows a message left by a reload. */
export function RootRoute() {
  useEffect(() => {
    const flash = takeFlashMessage();
    if (flash) toast.success(flash);
  }, []);
  return (
    <>
      <NavigationRecorder />
      <Outlet />
    </>
  );
}
