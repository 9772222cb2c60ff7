import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paymentMessages as m } from '../../../../shared/messages/payments';

/** SPEC.md section 8: buying needs a session; say so and go to /login. */
export function useLoginRequired() {
  const navigate = useNavigate();
  return useCallback(() => {
    toast.error(m.loginRequiredTitle, { description: m.loginRequired });
    navigate('/login');
  }, [navigate]);
}
