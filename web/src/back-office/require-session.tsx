import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { currentSession } from '../api/session';

type SessionCheck = 'checking' | 'signed-in' | 'signed-out';

/** Layout route for protected pages: only a signed-in user gets through, anyone else goes to /login (SPEC §2). */
export default function RequireSession() {
  const [check, setCheck] = useState<SessionCheck>('checking');
  useEffect(() => {
    let active = true;
    const settle = (next: SessionCheck) => active && setCheck(next);
    currentSession().then(
      (session) => settle(session ? 'signed-in' : 'signed-out'),
      () => settle('signed-out'),
    );
    return () => {
      active = false;
    };
  }, []);

  if (check === 'checking') return <Spinner size="large" />;
  if (check === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}
