export const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return path === '/api' || path.startsWith('/api/');
};
