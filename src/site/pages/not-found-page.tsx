import { Link } from 'react-router-dom';
import { buttonPrimary } from '../components/ui-classes';
import { PageHeader } from './page-header';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader kicker="404" title="Page Not Found">
        <p>The page you are looking for does not exist or has moved.</p>
      </PageHeader>
      <div className="px-6 py-14 text-center">
        <Link to="/" className={buttonPrimary}>
          Return Home
        </Link>
      </div>
    </>
  );
}
