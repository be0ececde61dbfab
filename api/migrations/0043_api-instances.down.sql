DROP TABLE api_instances;
