import { configureValidationMessages } from '@tandem/shared';

// The set-up of every web test, in Node or jsdom (setup.ts, the components', imports it): the
// app's own wording of validation errors, set at start-up as main.tsx does.
configureValidationMessages();
