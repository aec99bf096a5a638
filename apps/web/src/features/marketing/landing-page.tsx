export function LandingPage() {
  return <main className="p-8">LandingPage</main>;
}
