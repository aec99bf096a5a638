import { AtSign, Mail } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { legalPages } from '@/lib/legal-pages';

const CONTACT_EMAIL = 'hello@frontdesk.app';

// The spec has these lead nowhere for now. href="#" keeps them links; preventing the default
// stops the jump to the top of the page.
const placeholderColumns = [
  {
    title: 'Product',
    links: ['Features', 'Pricing', 'Integrations', 'API Documentation', 'Changelog'],
  },
  { title: 'Company', links: ['About Us', 'Careers', 'Blog', 'Press', 'Partners'] },
] as const;

function stayPut(event: MouseEvent) {
  event.preventDefault();
}

const linkClasses =
  'rounded-sm text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function SiteFooter() {
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-5 lg:px-8">
        <div className="col-span-full lg:col-span-2">
          <BrandLogo />
          <p className="mt-4 max-w-xs text-muted-foreground text-sm">
            AI operators that answer your customers around the clock.
          </p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className={`mt-4 inline-flex items-center gap-2 ${linkClasses}`}
          >
            <Mail className="size-4" aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
          <div className="mt-4">
            {/* biome-ignore lint/a11y/useValidAnchor: the spec's social link leads nowhere yet */}
            <a
              href="#"
              onClick={stayPut}
              aria-label="Frontdesk on social media"
              className={`inline-flex size-9 items-center justify-center border ${linkClasses} rounded-md`}
            >
              <AtSign className="size-4" aria-hidden="true" />
            </a>
          </div>
        </div>
        {placeholderColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-sm">{column.title}</h2>
            <ul className="mt-4 flex flex-col gap-3">
              {column.links.map((label) => (
                <li key={label}>
                  {/* biome-ignore lint/a11y/useValidAnchor: the spec has these lead nowhere yet */}
                  <a href="#" onClick={stayPut} className={linkClasses}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Legal">
          <h2 className="font-semibold text-sm">Legal</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {legalPages.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-muted-foreground text-sm sm:px-6 lg:px-8">
          © 2025 Frontdesk. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
