// `npm run dev`: the API with reload (tsx watch) on PORT (default 3000) and Vite with hot reload
// on 5173, which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { exitIfNodeTooOld } from './node-version.mjs';

exitIfNodeTooOld();

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tandem/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@tandem/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: process.env.PORT ?? '3000' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
