import { redirect } from '@remix-run/node';

/** The unsubscribe page without a token goes to / (part 1 §2). */
export function loader() {
  return redirect('/');
}
