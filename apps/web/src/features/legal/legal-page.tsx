export function LegalPage({ page }: { page: string }) {
  return <main className="p-8">{page}</main>;
}
