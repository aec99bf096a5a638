export function OrganizationDetailsPage() {
  return <main className="p-8">OrganizationDetailsPage</main>;
}
