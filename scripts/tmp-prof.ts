import { openDatabase } from "../src/platform/db/client";
import { sql } from "drizzle-orm";
async function main() {
  const h = await openDatabase({ dataDir: "/tmp/fc-try" });
  const t = async (label: string, q: any) => {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < 7; i++) { const s = performance.now(); const r: any = await h.db.execute(q); rows = r.rows.length; times.push(performance.now() - s); }
    times.sort((a, b) => a - b);
    console.log(label.padEnd(40), "median", times[3]!.toFixed(2), "ms rows", rows);
  };
  await h.db.execute(sql`analyze`);
  await t("group by make collate C", sql`select make collate "C", count(*) from vehicles v where v.site_id = 1 and v.show_on_dealer_website and v.status in ('in_stock','coming_soon') group by 1`);
  await t("group by make_slug", sql`select make_slug, count(*) from vehicles v where v.site_id = 1 and v.show_on_dealer_website and v.status in ('in_stock','coming_soon') group by 1`);
  await t("group by seats int", sql`select seats, count(*) from vehicles v where v.site_id = 1 and v.show_on_dealer_website and v.status in ('in_stock','coming_soon') group by 1`);
  await t("explain group by make", sql`explain analyze select make, count(*) from vehicles v where v.site_id = 1 and v.show_on_dealer_website and v.status in ('in_stock','coming_soon') group by 1`);
  const W = sql`v.site_id = 1 and v.show_on_dealer_website and v.status in ('in_stock','coming_soon')`;
  await t("count only", sql`select count(*) from vehicles v where ${W}`);
  await t("count with joins", sql`select count(*) from vehicles v join dealerships d on d.id=v.dealership_id left join locations l on l.id=v.location_id where ${W}`);
  await t("group by make", sql`select make, count(*) from vehicles v where ${W} group by 1`);
  await t("grouping sets 5", sql`select make, body, colour, simple_fuel, drive, count(*) from vehicles v where ${W} group by grouping sets ((make),(body),(colour),(simple_fuel),(drive),())`);
  await t("lateral values 19", sql`select a, val, count(*) from vehicles v join dealerships d on d.id=v.dealership_id left join locations l on l.id=v.location_id, lateral (values ('make', v.make), ('model', v.model), ('mm', v.make||' > '||v.model), ('badge', v.badge), ('car_type', v.car_type), ('status', v.status), ('body', v.body), ('colour', v.colour), ('fuel', v.simple_fuel), ('trans', v.simple_transmission), ('drive', v.drive), ('seats', v.seats::text), ('city', v.city), ('state', v.state), ('loc', l.name), ('dealer', d.name), ('tag', v.tag), ('item', v.item_type), ('cert', v.certified::text)) x(a, val) where ${W} group by a, val`);
  await t("features unnest", sql`select f, count(*) from vehicles v cross join lateral unnest(v.features) f where ${W} group by f`);
  await t("hits page 1", sql`select id, slug, name, price from vehicles v where ${W} order by custom_rank desc, id desc limit 21`);
  await t("hits page 20 price", sql`select id, slug, name, price from vehicles v where ${W} order by price asc, id asc limit 21 offset 399`);
  await t("fetch all rows 20 cols", sql`select make, model, badge, car_type, status, body, colour, simple_fuel, simple_transmission, drive, seats, city, state, tag, item_type, certified, price, km, year, location_id, dealership_id from vehicles v where ${W}`);
  await h.close();
}
main();
