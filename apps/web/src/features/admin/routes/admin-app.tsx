// Scaffold: replaced by the feature that owns this route.
export default function Page() {
  return <main>admin-app</main>;
}
