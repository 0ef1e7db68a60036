/**
 * The bench's signed-in customer as a member of a company with a price list, so that a member's
 * price sort and filter are measured: 10% to 19% off ten categories and 1,000 fixed prices.
 * Made once, kept with the database, with what its members pay (member_prices) as the shop
 * writes it when staff set a list.
 */
import { rewriteCompanyMemberPrices } from '@buildright/api';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/testing/sql-rows.ts';
import type { BenchConnection } from './connection.ts';

export async function ensureMemberPriceList(connection: BenchConnection) {
  await connection.db.execute(`
    do $$
    declare
      member_id int := (select id from local_users where username = 'customer1');
      firm_id int;
    begin
      if member_id is null
        or exists (select 1 from company_members where customer_id = member_id) then
        return;
      end if;
      insert into companies (name, billing_address, payment_terms, credit_limit)
        values ('Bench Contractors', '1 Bench Road', 'net30', '1000000.00')
        returning id into firm_id;
      insert into company_members (customer_id, company_id, role)
        values (member_id, firm_id, 'admin');
      insert into company_category_discounts (company_id, category_id, percent_off)
        select firm_id, id, 10 + row_number() over (order by id) - 1
        from categories order by id limit 10;
      insert into company_product_prices (company_id, product_id, price)
        select firm_id, id, round(price * 0.8, 2) from products where id % 1000 = 7;
    end $$`);
  const [firm] = rowsOf<{ id: number }>(
    await connection.db.execute(sql`
      select id from companies c where name = 'Bench Contractors'
        and not exists (select from member_prices m where m.company_id = c.id)`),
  );
  if (firm) await connection.db.transaction((tx) => rewriteCompanyMemberPrices(tx, firm.id));
}
