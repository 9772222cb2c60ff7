import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionGuards } from '../lib/session-guards';
import { meQueryOptions } from '../lib/session';

const userGuards = sessionGuards(meQueryOptions, { signedOut: '/login', signedIn: '/dashboard' });

export const requireUser = userGuards.require;

/** Sign-in pages send a visitor who already has a session straight to the dashboard. */
export const redirectSignedIn = userGuards.redirectSignedIn;

/** `/` → `/login`, keeping the query (the confirmation e-mail lands on /?emailConfirmed=1). */
export function rootRedirect({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/login${search}`);
}
