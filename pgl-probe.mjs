import { PGlite } from '@electric-sql/pglite';
let t=performance.now();
const a = new PGlite(); await a.waitReady; console.log('fresh', performance.now()-t);
await a.exec('create table x(id int)');
t=performance.now(); const blob = await a.dumpDataDir('none'); console.log('dump', performance.now()-t, blob.size);
t=performance.now(); const b = new PGlite({loadDataDir: blob}); await b.waitReady; console.log('load', performance.now()-t);
console.log((await b.query('select count(*) from x')).rows);
