import { migrateLocal } from "../worker/scripts/wrangler";
import { seed } from "../worker/scripts/seed";
migrateLocal("/tmp/devstate");
console.log(await seed("/tmp/devstate"));
