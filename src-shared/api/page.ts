// Laravel's length-aware paginator, the shape of every list the API returns.
import { z } from 'zod';

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(item),
    first_page_url: z.string(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
    per_page: z.number().int(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}

export type Page<Item> = {
  current_page: number;
  data: Item[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  per_page: number;
  to: number | null;
  total: number;
};
