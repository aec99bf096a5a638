export function OrganizationsPage() {
  return <main className="p-8">OrganizationsPage</main>;
}
