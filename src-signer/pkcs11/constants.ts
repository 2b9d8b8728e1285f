// The PKCS#11 (v2.40) numbers the token layer uses, kept here rather than read from pkcs11js so
// fault injection, the error mapping and their tests work without loading the native addon.
// constants.test.ts checks every value against pkcs11js.

export const CKF_OS_LOCKING_OK = 0x2;

// Slot flags
export const CKF_TOKEN_PRESENT = 0x1;
export const CKF_REMOVABLE_DEVICE = 0x2;
export const CKF_HW_SLOT = 0x4;

// Token flags
export const CKF_LOGIN_REQUIRED = 0x4;
export const CKF_USER_PIN_INITIALIZED = 0x8;
export const CKF_PROTECTED_AUTHENTICATION_PATH = 0x100;
export const CKF_TOKEN_INITIALIZED = 0x400;
export const CKF_USER_PIN_COUNT_LOW = 0x10000;
export const CKF_USER_PIN_FINAL_TRY = 0x20000;
export const CKF_USER_PIN_LOCKED = 0x40000;
export const CKF_USER_PIN_TO_BE_CHANGED = 0x80000;

// Session flags and user types
export const CKF_RW_SESSION = 0x2;
export const CKF_SERIAL_SESSION = 0x4;
export const CKU_USER = 1;

// Objects and attributes
export const CKO_CERTIFICATE = 1;
export const CKO_PUBLIC_KEY = 2;
export const CKO_PRIVATE_KEY = 3;
export const CKA_CLASS = 0x0;
export const CKA_LABEL = 0x3;
export const CKA_VALUE = 0x11;
export const CKA_CERTIFICATE_TYPE = 0x80;
export const CKA_KEY_TYPE = 0x100;
export const CKA_ID = 0x102;
export const CKA_MODULUS = 0x120;
export const CKC_X_509 = 0;
export const CKK_RSA = 0;

// Mechanisms
export const CKM_RSA_PKCS = 0x1;
export const CKM_SHA256_RSA_PKCS = 0x40;
export const CKM_SHA512_RSA_PKCS = 0x42;

/** Return values by name; the names are what logs and SignerError details show. */
export const CKR = {
  CKR_OK: 0x0,
  CKR_CANCEL: 0x1,
  CKR_HOST_MEMORY: 0x2,
  CKR_SLOT_ID_INVALID: 0x3,
  CKR_GENERAL_ERROR: 0x5,
  CKR_FUNCTION_FAILED: 0x6,
  CKR_ARGUMENTS_BAD: 0x7,
  CKR_NO_EVENT: 0x8,
  CKR_NEED_TO_CREATE_THREADS: 0x9,
  CKR_CANT_LOCK: 0xa,
  CKR_ATTRIBUTE_READ_ONLY: 0x10,
  CKR_ATTRIBUTE_SENSITIVE: 0x11,
  CKR_ATTRIBUTE_TYPE_INVALID: 0x12,
  CKR_ATTRIBUTE_VALUE_INVALID: 0x13,
  CKR_ACTION_PROHIBITED: 0x1b,
  CKR_DATA_INVALID: 0x20,
  CKR_DATA_LEN_RANGE: 0x21,
  CKR_DEVICE_ERROR: 0x30,
  CKR_DEVICE_MEMORY: 0x31,
  CKR_DEVICE_REMOVED: 0x32,
  CKR_FUNCTION_CANCELED: 0x50,
  CKR_FUNCTION_NOT_PARALLEL: 0x51,
  CKR_FUNCTION_NOT_SUPPORTED: 0x54,
  CKR_KEY_HANDLE_INVALID: 0x60,
  CKR_KEY_SIZE_RANGE: 0x62,
  CKR_KEY_TYPE_INCONSISTENT: 0x63,
  CKR_KEY_FUNCTION_NOT_PERMITTED: 0x68,
  CKR_MECHANISM_INVALID: 0x70,
  CKR_MECHANISM_PARAM_INVALID: 0x71,
  CKR_OBJECT_HANDLE_INVALID: 0x82,
  CKR_OPERATION_ACTIVE: 0x90,
  CKR_OPERATION_NOT_INITIALIZED: 0x91,
  CKR_PIN_INCORRECT: 0xa0,
  CKR_PIN_INVALID: 0xa1,
  CKR_PIN_LEN_RANGE: 0xa2,
  CKR_PIN_EXPIRED: 0xa3,
  CKR_PIN_LOCKED: 0xa4,
  CKR_SESSION_CLOSED: 0xb0,
  CKR_SESSION_COUNT: 0xb1,
  CKR_SESSION_HANDLE_INVALID: 0xb3,
  CKR_SESSION_PARALLEL_NOT_SUPPORTED: 0xb4,
  CKR_SESSION_READ_ONLY: 0xb5,
  CKR_SESSION_EXISTS: 0xb6,
  CKR_SIGNATURE_INVALID: 0xc0,
  CKR_SIGNATURE_LEN_RANGE: 0xc1,
  CKR_TEMPLATE_INCOMPLETE: 0xd0,
  CKR_TEMPLATE_INCONSISTENT: 0xd1,
  CKR_TOKEN_NOT_PRESENT: 0xe0,
  CKR_TOKEN_NOT_RECOGNIZED: 0xe1,
  CKR_TOKEN_WRITE_PROTECTED: 0xe2,
  CKR_USER_ALREADY_LOGGED_IN: 0x100,
  CKR_USER_NOT_LOGGED_IN: 0x101,
  CKR_USER_PIN_NOT_INITIALIZED: 0x102,
  CKR_USER_TYPE_INVALID: 0x103,
  CKR_USER_ANOTHER_ALREADY_LOGGED_IN: 0x104,
  CKR_USER_TOO_MANY_TYPES: 0x105,
  CKR_BUFFER_TOO_SMALL: 0x150,
  CKR_CRYPTOKI_NOT_INITIALIZED: 0x190,
  CKR_CRYPTOKI_ALREADY_INITIALIZED: 0x191,
  CKR_FUNCTION_REJECTED: 0x200,
} as const;
export type CkrName = keyof typeof CKR;

const namesByCode = new Map<number, string>(Object.entries(CKR).map(([name, code]) => [code, name]));

/** The CKR_ name of a return value, or its hex when the standard has no name for it (vendor codes). */
export function ckrName(code: number): string {
  return namesByCode.get(code) ?? `CKR_0x${code.toString(16).toUpperCase()}`;
}
