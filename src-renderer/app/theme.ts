// The spec's theme (§9): primary dark blue, secondary green, tertiary light grey, error red, and
// its breakpoints 640/768/1024/1280/1736 px. Shades are chosen so text on them passes WCAG AA.
import { createTheme, Drawer, Menu, Modal, Notification, PasswordInput, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { messages } from '../../src-shared/messages';

const darkBlue: MantineColorsTuple = [
  '#e8eef8', '#cfdaee', '#9db3dd', '#6989cb', '#4067bd', '#2a52b4', '#1f47a8', '#163a8f', '#10306f', '#0a2350',
];
const green: MantineColorsTuple = [
  '#e6f7ee', '#cdeadb', '#9cd4b6', '#67bd8e', '#3faa6d', '#279e59', '#19884b', '#0f733d', '#075f31', '#004b24',
];
const lightGrey: MantineColorsTuple = [
  '#f5f6f8', '#e9ebef', '#d1d5dd', '#b7bdc9', '#a0a8b7', '#8f98aa', '#6b7487', '#555d6e', '#434a58', '#2f3440',
];
const red: MantineColorsTuple = [
  '#ffebeb', '#fad7d7', '#f0aeae', '#e78282', '#df5d5d', '#da4646', '#c73636', '#b02a2a', '#9c2222', '#861818',
];

/** Breakpoints in em so they follow the user's font size; 1em = 16px. */
export const breakpoints = { xs: '40em', sm: '48em', md: '64em', lg: '80em', xl: '108.5em' } as const;

export const theme = createTheme({
  primaryColor: 'darkBlue',
  primaryShade: 8,
  colors: { darkBlue, green, lightGrey, red },
  breakpoints,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'sm',
  autoContrast: true,
  // A user who asks the system for less motion gets toasts, modals and menus without their fades
  // and slides: they appear and leave at once.
  respectReducedMotion: true,
  other: { secondaryColor: 'green', tertiaryColor: 'lightGrey', errorColor: 'red' },
  components: {
    // Close buttons are icons: screen readers need their name.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': messages.app.close } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': messages.app.close } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': messages.app.close } } }),
    // Mantine's own label for the eye button is English.
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': messages.app.togglePasswordVisibility } } }),
    // The focus placeholder Mantine puts inside role=menu is a child a menu may not have (axe
    // aria-required-children); arrow keys still move through the items without it.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

/** Mantine's dimmed grey fails WCAG AA on light backgrounds; a darker one passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': lightGrey[7] },
  dark: {},
});
