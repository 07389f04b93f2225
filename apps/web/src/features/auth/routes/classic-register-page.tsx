// Scaffold: replaced by the feature that owns this route.
export default function Page() {
  return <main>classic-register-page</main>;
}
