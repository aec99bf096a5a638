import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { legalPages } from '@/lib/legal-pages';
import { cookiePolicy } from './documents/cookie-policy';
import { disclaimer } from './documents/disclaimer';
import { eea } from './documents/eea';
import { privacyPolicy } from './documents/privacy-policy';
import { termsOfService } from './documents/terms-of-service';
import type { LegalDocument, LegalSection } from './documents/types';

/** Spec section 9: every legal page shows this date. */
export const LEGAL_LAST_UPDATED = 'December 15, 2024';

export const legalDocuments: Record<string, LegalDocument> = {
  '/privacy-policy': privacyPolicy,
  '/terms-of-service': termsOfService,
  '/cookie-policy': cookiePolicy,
  '/disclaimer': disclaimer,
  '/eea': eea,
};

/** One layout for the five legal pages; the document comes from the address. */
export function LegalPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const document = legalDocuments[path];
  if (!document) return <Navigate to="/" replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${document.title} | Frontdesk`}</title>
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandLogo />
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md font-medium text-primary text-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
        <article aria-labelledby="legal-title">
          <h1 id="legal-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
            {document.title}
          </h1>
          <p className="mt-3 text-muted-foreground text-sm">Last updated {LEGAL_LAST_UPDATED}</p>
          <p className="mt-6 text-lg text-muted-foreground">{document.summary}</p>
          {document.sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
        </article>
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {legalPages.map((page) => (
                <li key={page.to}>
                  <Link
                    to={page.to}
                    aria-current={page.to === path ? 'page' : undefined}
                    className="rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:font-medium aria-[current=page]:text-foreground"
                  >
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>© 2025 Frontdesk</p>
        </div>
      </footer>
    </div>
  );
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section className="mt-10">
      <h2 className="font-semibold text-xl tracking-tight">{section.heading}</h2>
      {section.intro && <p className="mt-3 leading-7">{section.intro}</p>}
      {section.items && (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 marker:text-primary">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && (
        <section
          aria-label={section.table.caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus to scroll sideways on a narrow screen (axe scrollable-region-focusable)
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{section.table.caption}</caption>
            <thead className="bg-muted/60">
              <tr>
                {section.table.head.map((cell) => (
                  <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {section.table.rows.map(([name, ...cells]) => (
                <tr key={name} className="align-top">
                  <th scope="row" className="px-4 py-3 font-mono font-medium text-xs">
                    {name}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} className="px-4 py-3 text-muted-foreground">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-7">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
