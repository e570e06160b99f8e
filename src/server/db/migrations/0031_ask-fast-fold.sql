-- Ask your world (#29): mnemo_fold made fast, with the same result for every text.
-- 0027's fold ran one translate() over a table of 503 accented letters, and translate looks
-- every character of the text up in the whole table: folding one message cost ~1 ms on PGlite
-- (13 s for 10,000 messages under load), paid for every message an import indexes, every
-- message a search ranks and every message a plan reads the text of (bench/worlds/ask.mjs,
-- bench/worlds/ask-explain.ts). The table is the same; which part of it a text needs is
-- decided first by the Unicode blocks its lower case holds letters of:
-- - none of the table's blocks (U+00C0–U+024F, U+1E00–U+1EFF): only lowercased, which is
--   what translate and the two replaces left such a text as;
-- - Latin-1 letters only (French, German, Spanish, Nordic…): the table's 59 Latin-1 letters;
-- - Latin-1 and Latin Extended-A only (Polish, Czech, Turkish…): those blocks' 176 letters;
-- - anything else: the whole table, as before.
-- A part of the table leaves out only letters the text does not hold, so every branch gives
-- what the whole table gives. One SQL expression without STRICT (a null text is null in every
-- branch) so PostgreSQL still inlines it, and an expression index and a query using it match;
-- no helper function (an index build resolves names with a search_path of pg_catalog only).
-- The GIN index is built again with the new body (its entries are the same).
DROP INDEX IF EXISTS "world_messages_fts_idx";
--> statement-breakpoint
DROP FUNCTION IF EXISTS mnemo_fold(text);
--> statement-breakpoint
CREATE FUNCTION mnemo_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE
  WHEN lower(t) !~ '[\u00c0-\u024f\u1e00-\u1eff]' THEN lower(t)
  WHEN lower(t) !~ '[\u0100-\u024f\u1e00-\u1eff]' THEN replace(replace(translate(lower(t), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿØøÐðÞþ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyOoDdTt'), 'ß', 'ss'), 'æ', 'ae')
  WHEN lower(t) !~ '[\u0180-\u024f\u1e00-\u1eff]' THEN replace(replace(translate(lower(t), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿØøÐðÞþĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžĐđŁłĦħıŦŧ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyOoDdTtAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzDdLlHhiTt'), 'ß', 'ss'), 'æ', 'ae')
  ELSE replace(replace(translate(lower(t), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹØøĐđŁłĦħıŦŧÐðÞþ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYyAaBbBbBbCcDdDdDdDdDdEeEeEeEeEeFfGgHhHhHhHhHhIiIiKkKkKkLlLlLlLlMmMmMmNnNnNnNnOoOoOoOoPpPpRrRrRrRrSsSsSsSsSsTtTtTtTtUuUuUuUuUuVvVvWwWwWwWwWwXxXxYyZzZzZzhtwyAaAaAaAaAaAaAaAaAaAaAaAaEeEeEeEeEeEeEeEeIiIiOoOoOoOoOoOoOoOoOoOoOoOoUuUuUuUuUuUuUuYyYyYyYyOoDdLlHhiTtDdTt'), 'ß', 'ss'), 'æ', 'ae')
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "world_messages_fts_idx" ON "world_messages" USING gin (to_tsvector('simple'::regconfig, mnemo_fold("text")));
