import { createRoot } from 'react-dom/client';

function App() {
  return <h1>Quartz Loyalty Programme</h1>;
}

createRoot(document.getElementById('root')!).render(<App />);
