// Matchers such as toBeInTheDocument for component tests (environment jsdom, set per file).
import '@testing-library/jest-dom/vitest';
