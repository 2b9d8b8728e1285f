import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { toast } from '../app/toasts';
import { takeFlashMessage } from '../session/sessionController';

/** Above every route: shows a message left by the page before a reload. */
export function RootRoute() {
  useEffect(() => {
    const flash = takeFlashMessage();
    if (flash) toast.success(flash);
  }, []);
  return <Outlet />;
}
