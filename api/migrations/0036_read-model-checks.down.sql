DROP TABLE read_model_checks;
