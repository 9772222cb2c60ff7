import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../lib/session';

/** Sign-in pages drawn before the session was known: a visitor who turns out signed in moves on. */
export function SignedInRedirect() {
  const navigate = useNavigate();
  const { data: me } = useQuery({ ...meQueryOptions(), retry: false });
  useEffect(() => {
    if (me) void navigate('/dashboard', { replace: true });
  }, [me, navigate]);
  return <Outlet />;
}
