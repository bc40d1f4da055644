// /login is the old address of the sign-in page.
import { redirect } from 'react-router';

export function loader() {
  return redirect('/signin', 301);
}
