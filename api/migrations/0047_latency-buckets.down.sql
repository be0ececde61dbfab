-- The rows written in the new buckets would be misread by the old code in the same way.
DELETE FROM ops_latency_minute;
