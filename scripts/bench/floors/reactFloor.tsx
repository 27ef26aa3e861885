import { createRoot } from 'react-dom/client';
import { FirstScreen } from './FirstScreen';

// The bare React 18 floor: one bundle that renders the first screen on the client, nothing else.
createRoot(document.getElementById('root')!).render(<FirstScreen />);
