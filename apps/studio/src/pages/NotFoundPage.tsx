import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { buttonClasses } from '../ui/Button.tsx';

/** Any path the route table does not know (spec §2). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-sm font-semibold text-indigo-600">404</p>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
        <p className="text-sm text-slate-600">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={buttonClasses('primary', 'mt-2')}>
          Go to home page
        </Link>
      </div>
    </main>
  );
}
