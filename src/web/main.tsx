import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPtBrErrors } from '../shared/zod-pt-br';
import { App } from './app/app';
import './index.css';

// Before any form validates: no English default message may reach a user.
installPtBrErrors();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
