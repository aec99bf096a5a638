import { useLocation } from 'react-router';

export function LegalPage() {
  const { pathname } = useLocation();
  return <main className="p-8">{pathname}</main>;
}
