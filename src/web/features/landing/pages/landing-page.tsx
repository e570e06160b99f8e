export default function LandingPage() {
  return (
    <main className="p-10">
      <h1 className="text-4xl font-bold text-gradient">Mnemo</h1>
    </main>
  );
}
