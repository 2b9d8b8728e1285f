// The signup draft's store as React reads it.
import { useStore } from 'zustand';
import { signupStore, type SignupState } from './signupDraft';

export const useSignup = <T>(selector: (state: SignupState) => T): T => useStore(signupStore, selector);
