import { NotFound } from '@/components/not-found/not-found';

export default function NotFoundRoute() {
  return <NotFound />;
}
