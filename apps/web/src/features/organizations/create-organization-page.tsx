export function CreateOrganizationPage() {
  return <main className="p-8">CreateOrganizationPage</main>;
}
