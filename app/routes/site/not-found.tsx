// Every unknown path: a real 404 status, rendered by the root error boundary.
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
