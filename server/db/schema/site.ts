// The site's furniture around the articles: ads, the shop's items and the contact form's messages.
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  src: text('src').notNull(),
  link: text('link').notNull(),
  alt: text('alt').notNull().default(''),
  priority: boolean('priority').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const shopItems = pgTable('shop_items', {
  id: serial('id').primaryKey(),
  photo: text('photo').notNull(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  price: integer('price'),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
