export function DashboardPage() {
  return <h1>Home</h1>;
}
