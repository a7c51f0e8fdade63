import { Link } from '@portal/shared/router';
import { PageHeading } from '@portal/shared/ui';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title="Page not found" />
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="pz-button" to="/">
        Go to Homepage
      </Link>
    </>
  );
}
