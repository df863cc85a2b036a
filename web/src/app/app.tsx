// Root component (placeholder until the web shell issue lands).
export function App() {
  return (
    <main>
      <h1>Tropero</h1>
      <form aria-label="Iniciar sesión">
        <label>
          Email <input type="email" name="email" />
        </label>
        <label>
          Contraseña <input type="password" name="password" />
        </label>
        <button type="submit">Iniciar sesión</button>
      </form>
    </main>
  );
}
