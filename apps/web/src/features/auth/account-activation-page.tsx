export function AccountActivationPage() {
  return <main className="p-8">AccountActivationPage</main>;
}
