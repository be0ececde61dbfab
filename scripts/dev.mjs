// `npm run dev`: the back-end processes as `npm start` runs them, plus Vite dev servers for the
// storefront (http://localhost:5173) and console (http://localhost:5174/admin/) proxying /api.
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

const children = [
  spawn('npm', ['start'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'storefront'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'console'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
