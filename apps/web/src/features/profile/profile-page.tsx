export function ProfilePage() {
  return <main className="p-8">ProfilePage</main>;
}
