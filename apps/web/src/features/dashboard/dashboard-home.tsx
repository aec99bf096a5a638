export function DashboardHome() {
  return <main className="p-8">DashboardHome</main>;
}
