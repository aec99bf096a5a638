export function ChangePasswordPage() {
  return <main className="p-8">ChangePasswordPage</main>;
}
